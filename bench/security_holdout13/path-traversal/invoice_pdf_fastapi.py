from fastapi import FastAPI
from fastapi.responses import FileResponse

app = FastAPI()
STORAGE = "/var/lib/billing/pdf"


def pdf_location(year, filename):
    return f"{STORAGE}/{year}/{filename}"


@app.get("/invoices/pdf")
def invoice_pdf(year: int, filename: str):
    parts = {"year": year, "file": filename}
    location = pdf_location(parts["year"], parts["file"])
    return FileResponse(location, media_type="application/pdf")
