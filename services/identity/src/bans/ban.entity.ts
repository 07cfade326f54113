import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Every ban ever given; the active one has no lifted_at and an end in the future (or none: permanent). */
@Entity({ name: 'bans' })
export class BanEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'user_id' })
  userId: string;

  @Column('text')
  reason: string;

  @Column('timestamptz', { name: 'banned_until', nullable: true })
  bannedUntil: Date | null;

  @Column('uuid', { name: 'created_by', nullable: true })
  createdBy: string | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;

  @Column('timestamptz', { name: 'lifted_at', nullable: true })
  liftedAt: Date | null;

  @Column('uuid', { name: 'lifted_by', nullable: true })
  liftedBy: string | null;
}
