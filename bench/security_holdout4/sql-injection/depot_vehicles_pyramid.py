from pyramid.view import view_config
from sqlalchemy import text

SORTABLE_COLUMNS = {
    "plate": "registration_plate",
    "odometer": "odometer_km",
    "service": "next_service_due",
}

BASE_QUERY = (
    "SELECT vehicle_id, registration_plate, odometer_km, next_service_due "
    "FROM vehicles WHERE depot_code = :depot"
)


def _order_clause(requested, direction):
    column = SORTABLE_COLUMNS.get(requested, "registration_plate")
    return f"{column} {'DESC' if direction == 'desc' else 'ASC'}"


@view_config(route_name="depot_vehicles", renderer="json", permission="view")
def depot_vehicles(request):
    order = _order_clause(request.params.get("sort", "plate"), request.params.get("dir", "asc"))
    depot = request.params.get("depot", "")
    rows = request.dbsession.execute(text(f"{BASE_QUERY} ORDER BY {order}"), {"depot": depot})
    return {"depot": depot, "vehicles": [dict(r._mapping) for r in rows]}
