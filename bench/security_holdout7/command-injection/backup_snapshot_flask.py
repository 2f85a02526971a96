import datetime
import os
import re
import subprocess
from dataclasses import dataclass
from pathlib import Path

from flask import Flask, jsonify, request

BACKUP_DIR = Path("/srv/backups")
PG_DUMP = "/usr/bin/pg_dump"
ALLOWED_DATABASES = frozenset({"billing", "inventory", "analytics"})
LABEL_RE = re.compile(r"[a-z0-9][a-z0-9_-]{0,31}")
DUMP_TIMEOUT = 900

app = Flask(__name__)


class SnapshotError(ValueError):
    pass


@dataclass(frozen=True)
class SnapshotRequest:
    database: str
    label: str


def parse_snapshot_request(payload: dict) -> SnapshotRequest:
    database = str(payload.get("database", ""))
    label = str(payload.get("label", "manual"))
    if database not in ALLOWED_DATABASES:
        raise SnapshotError("unknown database")
    if not LABEL_RE.fullmatch(label):
        raise SnapshotError("label must be lowercase letters, digits, - or _")
    return SnapshotRequest(database=database, label=label)


class SnapshotService:
    def __init__(self, backup_dir: Path, pg_dump: str = PG_DUMP):
        self.backup_dir = backup_dir
        self.pg_dump = pg_dump

    def _target(self, req: SnapshotRequest) -> Path:
        stamp = datetime.datetime.utcnow().strftime("%Y%m%dT%H%M%S")
        return self.backup_dir / f"{req.database}-{req.label}-{stamp}.dump"

    def create(self, req: SnapshotRequest) -> Path:
        target = self._target(req)
        argv = [
            self.pg_dump,
            "--format=custom",
            "--file",
            str(target),
            "--",
            req.database,
        ]
        completed = subprocess.run(
            argv,
            capture_output=True,
            timeout=DUMP_TIMEOUT,
            env={"PATH": "/usr/bin", "PGHOST": os.environ.get("PGHOST", "localhost")},
        )
        if completed.returncode != 0:
            raise RuntimeError(completed.stderr.decode(errors="replace"))
        return target


service = SnapshotService(BACKUP_DIR)


@app.route("/admin/snapshots", methods=["POST"])
def backup_snapshot():
    try:
        req = parse_snapshot_request(request.get_json(silent=True) or {})
    except SnapshotError as exc:
        return jsonify({"error": str(exc)}), 400
    path = service.create(req)
    return jsonify({"snapshot": path.name}), 201
