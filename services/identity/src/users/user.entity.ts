import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryColumn('uuid')
  id: string;

  /** Stored lower-case. */
  @Column('text', { unique: true })
  email: string;

  @Column('text', { name: 'password_hash' })
  passwordHash: string;

  @Column('text', { name: 'pending_email', nullable: true })
  pendingEmail: string | null;

  @Column('timestamptz', { name: 'email_confirmed_at', nullable: true })
  emailConfirmedAt: Date | null;

  @Column('timestamptz', { name: 'last_sign_in_at', nullable: true })
  lastSignInAt: Date | null;

  /** Access tokens issued before this instant are refused (ban, password change). */
  @Column('timestamptz', { name: 'tokens_valid_after' })
  tokensValidAfter: Date;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt: Date;
}

@Entity({ name: 'admin_users' })
export class AdminUserEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'user_id', unique: true })
  userId: string;

  @Column('text', { default: 'admin' })
  role: string;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;
}
