import csv
import io

from fastapi import FastAPI, File, Form, HTTPException, UploadFile
from fastapi.responses import StreamingResponse

app = FastAPI(title="csv-tools")
COMPARATORS = {">", "<", ">=", "<=", "==", "!="}
MAX_UPLOAD = 5 * 1024 * 1024


async def _read_rows(upload):
    raw = await upload.read(MAX_UPLOAD + 1)
    if len(raw) > MAX_UPLOAD:
        raise HTTPException(status_code=413, detail="file too large")
    text = raw.decode("utf-8-sig", errors="replace")
    return list(csv.DictReader(io.StringIO(text)))


def _coerce(cell):
    try:
        return float(cell)
    except ValueError:
        return cell


def _as_csv(rows, fieldnames):
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=fieldnames)
    writer.writeheader()
    writer.writerows(rows)
    buffer.seek(0)
    return StreamingResponse(buffer, media_type="text/csv")


@app.post("/csv/columns")
async def columns(file: UploadFile = File(...)):
    rows = await _read_rows(file)
    return {"columns": list(rows[0].keys()) if rows else [], "rows": len(rows)}


@app.post("/csv/filter")
async def filter_rows(
    file: UploadFile = File(...),
    column: str = Form(...),
    op: str = Form(...),
    value: str = Form(...),
):
    rows = await _read_rows(file)
    if not rows or column not in rows[0]:
        raise HTTPException(status_code=400, detail="unknown column")
    if op not in COMPARATORS:
        raise HTTPException(status_code=400, detail="unsupported comparison")
    kept = []
    for row in rows:
        cell = _coerce(row[column])
        if eval(f"cell {op} {value}", {"cell": cell}):
            kept.append(row)
    return _as_csv(kept, list(rows[0].keys()))


@app.post("/csv/sort")
async def sort_rows(
    file: UploadFile = File(...),
    column: str = Form(...),
    descending: bool = Form(False),
):
    rows = await _read_rows(file)
    if not rows or column not in rows[0]:
        raise HTTPException(status_code=400, detail="unknown column")
    rows.sort(key=lambda r: (isinstance(_coerce(r[column]), str), _coerce(r[column])), reverse=descending)
    return _as_csv(rows, list(rows[0].keys()))
