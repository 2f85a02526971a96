from collections import namedtuple

import jsonpickle
from fastapi import FastAPI, Request

app = FastAPI()

ReportRequest = namedtuple("ReportRequest", ["name", "state"])


@app.post("/reports/{name}/resume")
async def resume_report(name: str, request: Request):
    body = await request.body()
    req = ReportRequest(name=name, state=body.decode("utf-8"))
    decode = getattr(jsonpickle, "decode")
    state = decode(req.state)
    return {"report": req.name, "step": getattr(state, "step", None)}
