import asyncio
import tempfile
from pathlib import Path

from fastapi import FastAPI, File, UploadFile

app = FastAPI()
WORK_DIR = Path(tempfile.gettempdir()) / "thumbs"


@app.post("/thumbnails")
async def make_thumbnail(upload: UploadFile = File(...)):
    WORK_DIR.mkdir(exist_ok=True)
    name = Path(upload.filename or "image.png").name
    src = WORK_DIR / name
    src.write_bytes(await upload.read())
    dest = src.with_suffix(".thumb.jpg")
    proc = await asyncio.create_subprocess_shell(
        f'convert "{src}" -resize 200x200 "{dest}"',
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    _, err = await proc.communicate()
    if proc.returncode != 0:
        return {"error": err.decode(errors="replace")}
    return {"thumbnail": dest.name}
