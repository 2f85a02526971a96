import uuid
from pathlib import Path

from fastapi import Depends, FastAPI, HTTPException
from fastapi.responses import FileResponse

from app.auth import current_account
from app.config import settings
from app.repositories import invoices

app = FastAPI()


def invoice_file(invoice_id: uuid.UUID) -> Path:
    return Path(settings.invoice_dir) / f"{invoice_id}.pdf"


@app.get("/invoices/{invoice_id}/pdf")
def get_invoice_pdf(invoice_id: uuid.UUID, account=Depends(current_account)):
    if not invoices.belongs_to(invoice_id, account.id):
        raise HTTPException(status_code=404)
    path = invoice_file(invoice_id)
    if not path.exists():
        raise HTTPException(status_code=404)
    return FileResponse(path, media_type="application/pdf")
