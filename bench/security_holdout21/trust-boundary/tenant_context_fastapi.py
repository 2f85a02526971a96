from dataclasses import dataclass

from fastapi import FastAPI, Request
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key="replace-this-key")


@dataclass
class TenantChoice:
    tenant: str
    plan: str = "basic"


@app.post("/tenant/select")
async def select_tenant(request: Request):
    body = await request.json()
    choice = TenantChoice(tenant=str(body.get("tenant", "")).lower())
    scoped = {"tenant": choice.tenant, "plan": choice.plan}
    request.session["tenant"] = scoped["tenant"]
    return {"status": "selected"}
