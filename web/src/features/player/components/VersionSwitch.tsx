import type { Version } from '../rules/source';

const VERSIONS: Array<{ value: Version; label: string }> = [
  { value: 'vf', label: 'VF' },
  { value: 'vostfr', label: 'VOSTFR' },
];

/** VF / VOSTFR: two toggle buttons, the one playing pressed. */
export function VersionSwitch({ version, onChange: onVersionChange }: { version: Version; onChange: (version: Version) => void }) {
  return (
    <div className="player-slot__group" role="group" aria-label="Version">
      <span className="player-slot__versions-label" aria-hidden="true">
        Version :
      </span>
      {VERSIONS.map((option) => (
        <button key={option.value} type="button" className="version-toggle" aria-pressed={version === option.value} onClick={() => onVersionChange(option.value)}>
          {option.label}
        </button>
      ))}
    </div>
  );
}
