import asyncio

from fastapi import FastAPI, Form

app = FastAPI()
DATA_ROOT = "/srv/data"


@app.post("/backups")
async def create_backup(project: str = Form(...), label: str = Form("manual")):
    archive = f"/backups/{project}-{label}.tar.gz"
    args = ["tar", "czf", archive, "-C", DATA_ROOT, "--", project]
    proc = await asyncio.create_subprocess_exec(
        *args, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE
    )
    _, err = await proc.communicate()
    return {"archive": archive, "ok": proc.returncode == 0, "stderr": err.decode(errors="replace")}
