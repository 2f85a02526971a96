import os

from fastapi import FastAPI, HTTPException
from fastapi.responses import FileResponse

app = FastAPI()
INVOICE_ROOT = "/srv/billing/invoices"


@app.get("/invoices/download")
def download_invoice(name: str):
    full_path = os.path.join(INVOICE_ROOT, name)
    if not full_path.startswith(INVOICE_ROOT):
        raise HTTPException(status_code=403, detail="outside invoice store")
    if not os.path.isfile(full_path):
        raise HTTPException(status_code=404)
    return FileResponse(
        full_path,
        media_type="application/pdf",
        filename=os.path.basename(full_path),
    )
