from typing import Annotated

from fastapi import APIRouter, Depends, FastAPI, Header, HTTPException, Request
from pydantic import BaseModel
from starlette.middleware.sessions import SessionMiddleware

from .db import get_db
from .repositories import InvoiceRepository, TenantRepository

router = APIRouter(prefix="/portal", tags=["portal"])


class TenantSummary(BaseModel):
    id: str
    name: str
    plan: str


def current_tenant(request: Request) -> str:
    tenant_id = request.session.get("tenant_id")
    if tenant_id is None:
        raise HTTPException(status_code=401, detail="no tenant selected")
    return tenant_id


@router.get("/tenant", response_model=TenantSummary)
def read_tenant(tenant_id: Annotated[str, Depends(current_tenant)], db=Depends(get_db)):
    tenant = TenantRepository(db).get(tenant_id)
    if tenant is None:
        raise HTTPException(status_code=404)
    return TenantSummary(id=tenant.id, name=tenant.name, plan=tenant.plan)


@router.post("/context")
def enter_context(
    request: Request,
    x_tenant: Annotated[str, Header()],
    db=Depends(get_db),
):
    if TenantRepository(db).get(x_tenant) is None:
        raise HTTPException(status_code=404, detail="unknown tenant")
    request.session["tenant_id"] = x_tenant
    return {"tenant": x_tenant}


@router.get("/invoices")
def list_invoices(tenant_id: Annotated[str, Depends(current_tenant)], db=Depends(get_db)):
    repo = InvoiceRepository(db)
    return [
        {"number": inv.number, "total": str(inv.total), "status": inv.status}
        for inv in repo.for_tenant(tenant_id)
    ]


@router.post("/logout")
def logout(request: Request):
    request.session.clear()
    return {"ok": True}


app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key="portal-session-key", https_only=True)
app.include_router(router)
