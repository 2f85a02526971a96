from fastapi import FastAPI, HTTPException
from fastapi.responses import PlainTextResponse

app = FastAPI()
LOG_DIRS = {"api": "/var/log/api", "worker": "/var/log/worker"}


@app.get("/logs/{service}", response_class=PlainTextResponse)
def tail_log(service: str, name: str = "current.log", lines: int = 100):
    base = LOG_DIRS.get(service)
    if base is None:
        raise HTTPException(status_code=404)
    log_file = "{}/{}".format(base, name.replace("..", "."))
    try:
        with open(log_file, encoding="utf-8", errors="replace") as fh:
            content = fh.readlines()[-lines:]
    except (FileNotFoundError, IsADirectoryError):
        raise HTTPException(status_code=404)
    return "".join(content)
