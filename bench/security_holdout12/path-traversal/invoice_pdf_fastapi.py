import uuid
from pathlib import Path

from fastapi import APIRouter, Depends, HTTPException
from fastapi.responses import FileResponse

router = APIRouter(prefix="/invoices")


class StorageSettings:
    invoice_dir = Path("/srv/app/invoices")


def get_storage() -> StorageSettings:
    return StorageSettings()


@router.get("/{invoice_id}/pdf")
def invoice_pdf(invoice_id: str, storage: StorageSettings = Depends(get_storage)):
    try:
        key = uuid.UUID(invoice_id)
    except ValueError:
        raise HTTPException(status_code=404)
    path = storage.invoice_dir / f"{key}.pdf"
    if not path.is_file():
        raise HTTPException(status_code=404)
    return FileResponse(path, media_type="application/pdf")
