import functools
import os

from fastapi import FastAPI, HTTPException, Request
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key=os.environ["SESSION_SECRET"], https_only=True)

REPORTS = {
    "acme": [{"id": 1, "title": "Q1 revenue"}, {"id": 2, "title": "Q2 revenue"}],
    "globex": [{"id": 7, "title": "Headcount"}],
}


def remember_tenant(handler):
    @functools.wraps(handler)
    async def wrapper(request: Request, *args, **kwargs):
        tenant = request.headers.get("x-tenant-id")
        if tenant:
            request.session["tenant_id"] = tenant
        return await handler(request, *args, **kwargs)

    return wrapper


def current_tenant(request: Request) -> str:
    tenant = request.session.get("tenant_id")
    if tenant is None:
        raise HTTPException(status_code=400, detail="tenant not selected")
    return tenant


@app.get("/tenants/enter")
@remember_tenant
async def enter_tenant(request: Request):
    return {"tenant": request.session.get("tenant_id")}


@app.get("/reports")
async def list_reports(request: Request):
    tenant = current_tenant(request)
    return {"tenant": tenant, "reports": REPORTS.get(tenant, [])}
