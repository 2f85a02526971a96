import subprocess
from pathlib import Path

from fastapi import FastAPI, HTTPException
from fastapi.responses import FileResponse
from pydantic import BaseModel, Field

app = FastAPI()
DOCS = Path("/srv/docs")
PREVIEWS = Path("/srv/previews")


class PreviewRequest(BaseModel):
    document_id: int
    page: int = Field(1, ge=1, le=500)
    resolution: str = "150"


@app.post("/previews")
def render_preview(req: PreviewRequest):
    src = DOCS / f"{req.document_id}.pdf"
    if not src.is_file():
        raise HTTPException(status_code=404, detail="document not found")

    PREVIEWS.mkdir(parents=True, exist_ok=True)
    stem = PREVIEWS / f"{req.document_id}-p{req.page}-r{req.resolution}"
    script = (
        f"pdftoppm -f {req.page} -l {req.page} -r {req.resolution} "
        f"-png -singlefile {src} {stem}"
    )
    proc = subprocess.run(["/bin/sh", "-c", script], capture_output=True, timeout=60)
    if proc.returncode != 0:
        raise HTTPException(status_code=500, detail="preview failed")
    return FileResponse(f"{stem}.png", media_type="image/png")
