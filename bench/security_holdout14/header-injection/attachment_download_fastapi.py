from pathlib import Path
from urllib.parse import quote

from fastapi import FastAPI, HTTPException, Query
from fastapi import Path as PathParam
from fastapi.responses import Response

app = FastAPI()
STORE = Path("/srv/attachments")


@app.get("/attachments/{attachment_id}")
async def download(attachment_id: int = PathParam(..., gt=0), name: str = Query("attachment", max_length=200)):
    blob = STORE / f"{attachment_id}.bin"
    if not blob.is_file():
        raise HTTPException(404)
    disposition = "attachment; filename*=UTF-8''" + quote(name, safe="")
    return Response(content=blob.read_bytes(), media_type="application/octet-stream", headers={"Content-Disposition": disposition})
