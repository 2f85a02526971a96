import httpx
from fastapi import Depends, FastAPI, HTTPException
from fastapi.responses import Response

from .auth import current_customer
from .config import settings

app = FastAPI()


@app.get("/invoices/{invoice_id}/pdf")
async def invoice_pdf(invoice_id: int, customer=Depends(current_customer)):
    url = f"{settings.billing_api_base}/v2/customers/{customer.id}/invoices/{invoice_id}.pdf"
    async with httpx.AsyncClient(timeout=15.0, headers={"Authorization": f"Bearer {settings.billing_token}"}) as client:
        upstream = await client.get(url)
    if upstream.status_code == 404:
        raise HTTPException(status_code=404, detail="invoice not found")
    upstream.raise_for_status()
    return Response(
        content=upstream.content,
        media_type="application/pdf",
        headers={"Content-Disposition": f'inline; filename="invoice-{invoice_id}.pdf"'},
    )
