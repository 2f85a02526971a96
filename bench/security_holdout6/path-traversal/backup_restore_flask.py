import re
import shutil
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

from flask import Blueprint, Flask, jsonify, request

BACKUP_ROOT = Path("/var/lib/app/backups").resolve()
RESTORE_ROOT = Path("/var/lib/app/restore").resolve()
ARCHIVE_SUFFIXES = {".tar", ".gz", ".zip"}
TENANT_PATTERN = re.compile(r"[a-z0-9][a-z0-9-]{2,40}")

bp = Blueprint("backups", __name__)


class BackupPathError(ValueError):
    pass


@dataclass
class RestoreRequest:
    tenant: str
    archive: str
    requested_at: datetime = field(default_factory=lambda: datetime.now(timezone.utc))


def resolve_archive(root: Path, tenant: str, archive: str) -> Path:
    if not TENANT_PATTERN.fullmatch(tenant):
        raise BackupPathError("invalid tenant")
    tenant_dir = (root / tenant).resolve()
    candidate = (tenant_dir / archive).resolve()
    if not candidate.is_relative_to(tenant_dir):
        raise BackupPathError("archive outside tenant backup folder")
    if candidate.suffix not in ARCHIVE_SUFFIXES:
        raise BackupPathError("unsupported archive type")
    return candidate


class BackupService:
    def __init__(self, root: Path = BACKUP_ROOT, restore_root: Path = RESTORE_ROOT):
        self.root = root
        self.restore_root = restore_root

    def restore(self, req: RestoreRequest) -> dict:
        archive = resolve_archive(self.root, req.tenant, req.archive)
        destination = self.restore_root / req.tenant
        destination.mkdir(parents=True, exist_ok=True)
        with archive.open("rb") as src, (destination / archive.name).open("wb") as dst:
            shutil.copyfileobj(src, dst)
        return {
            "tenant": req.tenant,
            "archive": archive.name,
            "staged_at": req.requested_at.isoformat(),
        }


service = BackupService()


@bp.route("/backups/restore", methods=["POST"])
def restore_backup():
    payload = request.get_json(silent=True) or {}
    req = RestoreRequest(
        tenant=str(payload.get("tenant", "")),
        archive=str(payload.get("archive", "")),
    )
    try:
        result = service.restore(req)
    except BackupPathError as exc:
        return jsonify(error=str(exc)), 400
    except FileNotFoundError:
        return jsonify(error="archive not found"), 404
    return jsonify(result), 202


def create_app() -> Flask:
    app = Flask(__name__)
    app.register_blueprint(bp)
    return app
