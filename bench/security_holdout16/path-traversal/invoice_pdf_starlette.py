import uuid
from pathlib import Path

from starlette.applications import Starlette
from starlette.responses import FileResponse, PlainTextResponse
from starlette.routing import Route

PDF_DIR = Path("/srv/billing/pdf")


async def invoice_pdf(request):
    raw_id = request.path_params["invoice_id"]
    try:
        invoice_id = uuid.UUID(raw_id)
    except ValueError:
        return PlainTextResponse("bad id", status_code=400)
    file_path = PDF_DIR / f"{invoice_id}.pdf"
    if not file_path.exists():
        return PlainTextResponse("not found", status_code=404)
    return FileResponse(str(file_path), filename=f"invoice-{invoice_id}.pdf")


app = Starlette(routes=[Route("/invoices/{invoice_id}/pdf", invoice_pdf)])
