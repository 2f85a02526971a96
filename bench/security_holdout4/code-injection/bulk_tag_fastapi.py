import ast
from typing import List

from fastapi import FastAPI, HTTPException, Query
from pydantic import BaseModel

app = FastAPI()


class TagResult(BaseModel):
    ticket_ids: List[int]
    tag: str


def parse_id_list(raw: str) -> List[int]:
    try:
        value = ast.literal_eval(raw)
    except (ValueError, SyntaxError):
        raise HTTPException(status_code=400, detail="ids must be a list literal")
    if not isinstance(value, (list, tuple)) or not all(isinstance(i, int) for i in value):
        raise HTTPException(status_code=400, detail="ids must be integers")
    return list(value)


@app.post("/tickets/bulk-tag", response_model=TagResult)
def bulk_tag(ids: str = Query(..., description="e.g. [101, 102, 103]"), tag: str = Query(...)):
    ticket_ids = parse_id_list(ids)
    if len(ticket_ids) > 500:
        raise HTTPException(status_code=413, detail="too many tickets")
    return TagResult(ticket_ids=ticket_ids, tag=tag)
