import hashlib
import zipfile
from pathlib import Path

from fastapi import APIRouter, Depends, File, Form, HTTPException, UploadFile

from .auth import require_admin
from .plugins import install_plugin
from .settings import PLUGIN_STAGING_DIR

router = APIRouter(prefix="/admin/plugins", tags=["plugins"])

MAX_PLUGIN_BYTES = 20 * 1024 * 1024


@router.post("/install")
async def upload_plugin(
    package: UploadFile = File(...),
    publisher: str = Form(..., max_length=64),
    expected_digest: str = Form(..., min_length=32, max_length=32),
    admin=Depends(require_admin),
):
    if not package.filename or not package.filename.endswith(".zip"):
        raise HTTPException(status_code=415, detail="plugins must be zip archives")

    content = await package.read()
    if len(content) > MAX_PLUGIN_BYTES:
        raise HTTPException(status_code=413, detail="plugin archive too large")

    digest = hashlib.md5(content).hexdigest()
    if digest != expected_digest.lower():
        raise HTTPException(status_code=422, detail="checksum does not match the published value")

    staging = Path(PLUGIN_STAGING_DIR) / publisher / digest
    staging.mkdir(parents=True, exist_ok=True)
    archive_path = staging / "package.zip"
    archive_path.write_bytes(content)

    if not zipfile.is_zipfile(archive_path):
        raise HTTPException(status_code=422, detail="archive is corrupt")

    manifest = install_plugin(archive_path, publisher=publisher, installed_by=admin.id)
    return {
        "name": manifest.name,
        "version": manifest.version,
        "publisher": publisher,
        "checksum": digest,
    }
