import csv
import io

from fastapi import FastAPI
from fastapi.responses import Response
from pydantic import BaseModel, Field

app = FastAPI()


class ExportRequest(BaseModel):
    filename: str = Field("export", max_length=120)
    columns: list[str] = ["date", "amount"]
    rows: list[list[str]] = []


@app.post("/exports/csv")
async def export_csv(req: ExportRequest):
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(req.columns)
    writer.writerows(req.rows)
    disposition = f'attachment; filename="{req.filename}.csv"'
    return Response(content=buffer.getvalue(), media_type="text/csv", headers={"Content-Disposition": disposition})
