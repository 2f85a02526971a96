import ast
import logging
from typing import Any, Dict

from fastapi import APIRouter, Depends, FastAPI, HTTPException
from fastapi.security import HTTPBearer
from pydantic import BaseModel

logger = logging.getLogger("admin.settings")
auth = HTTPBearer()
router = APIRouter(prefix="/admin/settings", dependencies=[Depends(auth)])

CURRENT: Dict[str, Any] = {
    "mail.retries": 3,
    "mail.backoff": [1, 5, 30],
    "ui.banner": None,
    "limits": {"upload_mb": 20, "projects": 10},
}


class ImportLine(BaseModel):
    key: str
    value: str


class ImportBatch(BaseModel):
    lines: list[ImportLine]
    dry_run: bool = True


def parse_literal(raw: str) -> Any:
    return ast.literal_eval(raw)


@router.get("")
def list_settings():
    return CURRENT


@router.post("/import")
def import_settings(batch: ImportBatch):
    staged: Dict[str, Any] = {}
    for line in batch.lines:
        if line.key not in CURRENT:
            raise HTTPException(status_code=422, detail=f"unknown key {line.key}")
        try:
            staged[line.key] = parse_literal(line.value)
        except (ValueError, SyntaxError):
            raise HTTPException(status_code=422, detail=f"cannot parse value for {line.key}")
        if type(staged[line.key]) is not type(CURRENT[line.key]) and CURRENT[line.key] is not None:
            raise HTTPException(status_code=422, detail=f"type mismatch for {line.key}")
    if not batch.dry_run:
        CURRENT.update(staged)
        logger.info("imported %d settings", len(staged))
    return {"applied": not batch.dry_run, "values": staged}


app = FastAPI()
app.include_router(router)
