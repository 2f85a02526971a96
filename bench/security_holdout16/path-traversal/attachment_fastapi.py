from pathlib import Path
from typing import Annotated

from fastapi import FastAPI, HTTPException, Query
from fastapi.responses import FileResponse

app = FastAPI()
ATTACHMENTS = Path("/data/attachments").resolve()


def locate(ticket: int, name: str) -> Path:
    candidate = (ATTACHMENTS / str(ticket) / name).resolve()
    if not candidate.is_relative_to(ATTACHMENTS / str(ticket)):
        raise HTTPException(status_code=400, detail="invalid attachment name")
    return candidate


@app.get("/tickets/{ticket}/attachment")
async def attachment(ticket: int, name: Annotated[str, Query(min_length=1)]):
    if not (path := locate(ticket, name)).is_file():
        raise HTTPException(status_code=404)
    return FileResponse(path, filename=path.name)
