from datetime import date, timedelta

from fastapi import Depends, FastAPI
from sqlalchemy import create_engine, text
from sqlalchemy.engine import Connection

engine = create_engine("postgresql+psycopg2://lms@db/lms", pool_pre_ping=True)
app = FastAPI(title="E-learning reporting")

ENROLMENT_TABLE = "enrolments"
WINDOW_DAYS = 30


def get_conn():
    with engine.connect() as conn:
        yield conn


@app.get("/reports/enrolment-summary")
def enrolment_summary(conn: Connection = Depends(get_conn)):
    cutoff = (date.today() - timedelta(days=WINDOW_DAYS)).isoformat()
    result = conn.execute(text(f"SELECT course_code, COUNT(*) AS learners, AVG(progress_pct) AS avg_progress FROM {ENROLMENT_TABLE} WHERE enrolled_on >= '{cutoff}' GROUP BY course_code ORDER BY learners DESC"))
    return {
        "since": cutoff,
        "courses": [
            {"course": row.course_code, "learners": row.learners, "avg_progress": float(row.avg_progress or 0)}
            for row in result
        ],
    }
