import uuid

from fastapi import APIRouter, Depends, Response

router = APIRouter()


class TraceContext:
    def __init__(self, trace: str | None = None):
        try:
            self.trace_id = str(uuid.UUID(trace)) if trace else str(uuid.uuid4())
        except ValueError:
            self.trace_id = str(uuid.uuid4())
        self.spans = []

    def stamp(self, response: Response) -> None:
        response.headers["X-Trace-Id"] = self.trace_id


@router.get("/status")
def status(response: Response, ctx: TraceContext = Depends()):
    ctx.spans.append("status")
    ctx.stamp(response)
    return {"ok": True}
