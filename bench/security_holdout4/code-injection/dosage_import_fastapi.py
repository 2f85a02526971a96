import ast

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI(title="Medication scheduling")


class ScheduleImport(BaseModel):
    patient_ref: str
    doses: str


@app.post("/schedules/import")
def import_schedule(payload: ScheduleImport):
    try:
        doses = ast.literal_eval(payload.doses)
    except (ValueError, SyntaxError):
        raise HTTPException(status_code=422, detail="malformed dose list")
    if not isinstance(doses, (list, tuple)):
        raise HTTPException(status_code=422, detail="dose list expected")
    normalised = []
    for hour, mg in doses:
        if not 0 <= int(hour) < 24:
            raise HTTPException(status_code=422, detail="hour out of range")
        normalised.append({"hour": int(hour), "mg": float(mg)})
    return {"patient": payload.patient_ref, "doses": normalised}
