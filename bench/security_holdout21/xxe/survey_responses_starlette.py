import logging
import xml.etree.ElementTree as ET
from collections import Counter

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

logger = logging.getLogger("surveys")

RESULTS = {}
MAX_BYTES = 256 * 1024


def tally(root):
    counts = Counter()
    for answer in root.iter("answer"):
        question = answer.get("question")
        choice = (answer.text or "").strip()
        if question and choice:
            counts[(question, choice)] += 1
    return counts


async def submit_responses(request: Request):
    survey = request.path_params["survey"]
    body = await request.body()
    if len(body) > MAX_BYTES:
        raise HTTPException(status_code=413, detail="too large")
    try:
        root = ET.fromstring(body)
    except ET.ParseError as exc:
        logger.info("survey %s upload rejected: %s", survey, exc)
        raise HTTPException(status_code=400, detail="malformed XML")
    counts = tally(root)
    RESULTS.setdefault(survey, Counter()).update(counts)
    return JSONResponse({"survey": survey, "answers": sum(counts.values())}, status_code=202)


async def survey_results(request: Request):
    survey = request.path_params["survey"]
    counts = RESULTS.get(survey)
    if counts is None:
        raise HTTPException(status_code=404, detail="no responses yet")
    rows = [{"question": q, "choice": c, "count": n} for (q, c), n in counts.most_common()]
    return JSONResponse({"survey": survey, "results": rows})


async def http_error(request: Request, exc: HTTPException):
    return JSONResponse({"error": exc.detail}, status_code=exc.status_code)


app = Starlette(
    routes=[
        Route("/surveys/{survey}/responses", submit_responses, methods=["POST"]),
        Route("/surveys/{survey}/results", survey_results, methods=["GET"]),
    ],
    exception_handlers={HTTPException: http_error},
)
