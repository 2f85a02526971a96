import re
import subprocess
from dataclasses import dataclass
from datetime import datetime

from flask import Flask, abort, jsonify, request

app = Flask(__name__)

BACKUP_DIR = "/var/backups/tenants"
TENANT_RE = re.compile(r"[a-z][a-z0-9_]{2,31}")
ALLOWED_COMPRESSION = {"gz": "z", "bz2": "j", "xz": "J"}


@dataclass(frozen=True)
class BackupSpec:
    tenant: str
    compression_flag: str
    suffix: str


def parse_backup_spec(form):
    tenant = form.get("tenant", "")
    if not TENANT_RE.fullmatch(tenant):
        raise ValueError("invalid tenant")
    suffix = form.get("compression", "gz")
    flag = ALLOWED_COMPRESSION.get(suffix)
    if flag is None:
        raise ValueError("invalid compression")
    return BackupSpec(tenant=tenant, compression_flag=flag, suffix=suffix)


class ArchiveRunner:
    def __init__(self, data_root="/srv/tenants"):
        self.data_root = data_root

    def archive(self, spec):
        stamp = datetime.utcnow().strftime("%Y%m%d%H%M%S")
        archive_path = f"{BACKUP_DIR}/{spec.tenant}-{stamp}.tar.{spec.suffix}"
        shell_cmd = (
            f"tar -c{spec.compression_flag}f {archive_path} "
            f"-C {self.data_root} {spec.tenant}"
        )
        proc = subprocess.run(shell_cmd, shell=True, capture_output=True, text=True)
        if proc.returncode != 0:
            raise RuntimeError(proc.stderr.strip())
        return archive_path


@app.route("/admin/backups", methods=["POST"])
def create_backup():
    try:
        spec = parse_backup_spec(request.form)
    except ValueError as exc:
        abort(400, description=str(exc))
    try:
        path = ArchiveRunner().archive(spec)
    except RuntimeError as exc:
        return jsonify({"error": str(exc)}), 500
    return jsonify({"archive": path, "tenant": spec.tenant}), 201
