import type { Version } from '../rules/source';

const VERSIONS: Array<{ value: Version; label: string }> = [
  { value: 'vf', label: 'VF' },
  { value: 'vostfr', label: 'VOSTFR' },
];

interface VersionSwitchProps {
  version: Version;
  onChange: (version: Version) => void;
  /** Versions the title does not have (the other one plays): shown, but not offered. */
  unavailable?: ReadonlySet<Version>;
}

/** VF / VOSTFR: two toggle buttons, the one playing pressed; a version the title lacks is disabled and says so. */
export function VersionSwitch({ version, onChange: onVersionChange, unavailable }: VersionSwitchProps) {
  return (
    <div className="player-slot__group" role="group" aria-label="Version">
      <span className="player-slot__versions-label" aria-hidden="true">
        Version :
      </span>
      {VERSIONS.map((option) => {
        const missing = unavailable?.has(option.value) === true;
        return (
          <button
            key={option.value}
            type="button"
            className="version-toggle"
            aria-pressed={version === option.value}
            disabled={missing}
            title={missing ? `${option.label} indisponible pour ce titre` : undefined}
            onClick={() => onVersionChange(option.value)}
          >
            {option.label}
            {missing && <span className="visually-hidden"> (indisponible)</span>}
          </button>
        );
      })}
    </div>
  );
}
