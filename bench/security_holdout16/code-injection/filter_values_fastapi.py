import ast
from typing import Annotated

from fastapi import FastAPI, HTTPException, Query

app = FastAPI()


@app.get("/filters/parse")
async def parse_filter(raw: Annotated[str, Query(max_length=500)]):
    try:
        value = ast.literal_eval(raw)
    except (ValueError, SyntaxError) as exc:
        raise HTTPException(status_code=400, detail=f"cannot parse: {exc}") from exc
    if not isinstance(value, (list, tuple, int, float, str)):
        raise HTTPException(status_code=422, detail="unsupported filter type")
    items = list(value) if isinstance(value, (list, tuple)) else [value]
    return {"count": len(items), "values": items}
