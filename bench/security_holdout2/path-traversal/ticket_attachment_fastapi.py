import mimetypes
from pathlib import Path

from fastapi import FastAPI, HTTPException
from fastapi.responses import FileResponse

app = FastAPI()
ATTACHMENTS = Path("/var/app/attachments")


@app.get("/tickets/{ticket_id}/attachments")
async def get_attachment(ticket_id: int, filename: str):
    target = ATTACHMENTS / str(ticket_id) / filename
    if not target.is_file():
        raise HTTPException(status_code=404, detail="attachment not found")
    media_type, _ = mimetypes.guess_type(target.name)
    return FileResponse(
        target,
        media_type=media_type or "application/octet-stream",
        filename=target.name,
    )
