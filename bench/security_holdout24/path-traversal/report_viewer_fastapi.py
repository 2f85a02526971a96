from pathlib import Path

import aiofiles
from fastapi import Depends, FastAPI, HTTPException, Query
from fastapi.responses import PlainTextResponse

from .auth import CurrentUser, get_current_user

app = FastAPI()
EXPORT_ROOT = Path("/var/lib/app/exports")


class Workspace:
    def __init__(self, user: CurrentUser = Depends(get_current_user)):
        self.root = (EXPORT_ROOT / user.tenant_id).resolve()

    def locate(self, name: str) -> Path:
        target = (self.root / name).resolve()
        if not target.is_relative_to(self.root):
            raise HTTPException(404, "no such export")
        return target


@app.get("/exports/view", response_class=PlainTextResponse)
async def view_export(name: str = Query(..., min_length=1), ws: Workspace = Depends()):
    target = ws.locate(name)
    if target.suffix not in {".csv", ".txt"}:
        raise HTTPException(400, "unsupported export type")
    async with aiofiles.open(target) as fh:
        return await fh.read()
