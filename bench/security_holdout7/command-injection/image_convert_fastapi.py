import subprocess
import uuid

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()
MEDIA_DIR = "/var/app/media"


class ConvertRequest(BaseModel):
    source: str
    width: int = 800
    fmt: str = "png"


@app.post("/images/convert")
def convert_image(req: ConvertRequest):
    output_name = f"{uuid.uuid4().hex}.{req.fmt}"
    parts = [
        "convert",
        f"{MEDIA_DIR}/{req.source}",
        "-resize",
        f"{req.width}x",
        f"{MEDIA_DIR}/out/{output_name}",
    ]
    command_line = " ".join(parts)
    try:
        subprocess.check_output(command_line, shell=True, stderr=subprocess.STDOUT)
    except subprocess.CalledProcessError as exc:
        raise HTTPException(status_code=500, detail=exc.output.decode(errors="replace"))
    return {"file": output_name}
