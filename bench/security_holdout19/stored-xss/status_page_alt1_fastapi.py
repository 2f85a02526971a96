from datetime import datetime, timezone
from html import escape

from fastapi import APIRouter, Depends, FastAPI
from fastapi.responses import HTMLResponse
from pydantic import BaseModel, Field

from .auth import require_staff

router = APIRouter()

INCIDENTS: list[dict] = []


class IncidentIn(BaseModel):
    component: str = Field(..., max_length=80)
    summary: str = Field(..., max_length=2000)
    severity: str = Field("minor", pattern="^(minor|major|outage)$")


def cell(value) -> str:
    return f"<td>{escape(str(value), quote=True)}</td>"


@router.post("/admin/incidents", status_code=201, dependencies=[Depends(require_staff)])
async def open_incident(item: IncidentIn):
    record = item.model_dump() | {"opened_at": datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")}
    INCIDENTS.insert(0, record)
    del INCIDENTS[50:]
    return record


@router.get("/status", response_class=HTMLResponse)
async def status_page():
    rows = "".join(
        f"<tr class='sev-{escape(i['severity'])}'>{cell(i['opened_at'])}{cell(i['component'])}{cell(i['summary'])}</tr>"
        for i in INCIDENTS
    )
    table = f"<table><tr><th>When</th><th>Component</th><th>Summary</th></tr>{rows}</table>"
    return HTMLResponse(f"<html><body><h1>System status</h1>{table}</body></html>")


@router.delete("/admin/incidents", status_code=204, dependencies=[Depends(require_staff)])
async def clear_incidents():
    INCIDENTS.clear()


app = FastAPI()
app.include_router(router)
