from pyramid.httpexceptions import HTTPBadRequest, HTTPNotFound
from pyramid.view import view_config


@view_config(route_name="invoice_total", renderer="json")
def invoice_total(request):
    try:
        invoice_id = int(request.matchdict["invoice_id"])
    except ValueError:
        raise HTTPBadRequest()
    with request.db.cursor() as cur:
        cur.execute(
            "SELECT SUM(quantity * unit_price), COUNT(*) FROM invoice_lines WHERE invoice_id = %d" % invoice_id
        )
        total, line_count = cur.fetchone()
    if not line_count:
        raise HTTPNotFound()
    return {"invoice_id": invoice_id, "lines": line_count, "total": float(total)}
