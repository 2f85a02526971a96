from datetime import datetime, timezone

from sanic import Sanic
from sanic.exceptions import NotFound
from sanic.response import json

app = Sanic("tickets")
TICKETS = [
    {"id": i, "title": f"Ticket {i}", "status": "open" if i % 3 else "closed", "priority": i % 4}
    for i in range(1, 251)
]
PAGE_SIZE = 20
DEFAULT_FIELDS = "id,title,status"


def project(ticket: dict, fields: str) -> dict:
    wanted = [f for f in fields.split(",") if f in ticket] or ["id"]
    return {f: ticket[f] for f in wanted}


@app.get("/tickets")
async def list_tickets(request):
    raw_after = request.args.get("after", "0")
    after = int(raw_after) if raw_after.isdigit() else 0
    fields = request.args.get("fields", DEFAULT_FIELDS)
    page = [t for t in TICKETS if t["id"] > after][:PAGE_SIZE]
    headers = {"X-Generated-At": datetime.now(timezone.utc).isoformat()}
    if page:
        last_id = page[-1]["id"]
        headers["Link"] = f'</tickets?after={last_id}&fields={fields}>; rel="next"'
    return json({"items": [project(t, fields) for t in page]}, headers=headers)


@app.get("/tickets/<ticket_id:int>")
async def get_ticket(request, ticket_id: int):
    for ticket in TICKETS:
        if ticket["id"] == ticket_id:
            return json(ticket)
    raise NotFound("no such ticket")


@app.get("/tickets/stats")
async def stats(request):
    counts = {}
    for ticket in TICKETS:
        counts[ticket["status"]] = counts.get(ticket["status"], 0) + 1
    return json({"total": len(TICKETS), "by_status": counts})
