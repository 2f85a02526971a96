import re
import subprocess

from fastapi import FastAPI, HTTPException

app = FastAPI()
VOLUME_NAME = re.compile(r"[a-z][a-z0-9_-]{0,31}")


@app.get("/volumes/{name}/usage")
def volume_usage(name: str):
    if not VOLUME_NAME.fullmatch(name):
        raise HTTPException(status_code=400, detail="invalid volume name")
    output = subprocess.check_output(
        f"du -sh /mnt/volumes/{name}",
        shell=True,
        text=True,
    )
    size, _, path = output.strip().partition("\t")
    return {"volume": name, "size": size, "path": path}
