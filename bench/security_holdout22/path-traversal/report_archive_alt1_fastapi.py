import os
from pathlib import Path

from fastapi import APIRouter, Depends, HTTPException
from fastapi.responses import FileResponse

from .auth import get_current_tenant
from .settings import settings

router = APIRouter(prefix="/reports/archive", tags=["reports"])

ARCHIVE_ROOT = Path(settings.report_archive_dir).resolve()
MEDIA_TYPES = {
    ".pdf": "application/pdf",
    ".csv": "text/csv",
    ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
}


def tenant_root(tenant) -> Path:
    return (ARCHIVE_ROOT / tenant.slug).resolve()


@router.get("/{year}/{filename}")
def download_archived_report(year: int, filename: str, tenant=Depends(get_current_tenant)):
    root = tenant_root(tenant)
    candidate = os.path.realpath(os.path.join(root, str(year), filename))

    if os.path.commonpath([candidate, str(root)]) != str(root):
        raise HTTPException(status_code=404, detail="report not found")

    suffix = Path(candidate).suffix.lower()
    if suffix not in MEDIA_TYPES or not os.path.isfile(candidate):
        raise HTTPException(status_code=404, detail="report not found")

    return FileResponse(candidate, media_type=MEDIA_TYPES[suffix], filename=Path(candidate).name)


@router.get("/{year}")
def list_archived_reports(year: int, tenant=Depends(get_current_tenant)):
    folder = tenant_root(tenant) / str(year)
    if not folder.is_dir():
        return {"year": year, "reports": []}
    return {
        "year": year,
        "reports": sorted(p.name for p in folder.iterdir() if p.suffix.lower() in MEDIA_TYPES),
    }
