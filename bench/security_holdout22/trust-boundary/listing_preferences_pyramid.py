from pyramid.httpexceptions import HTTPUnprocessableEntity
from pyramid.view import view_config, view_defaults

from .models import Listing

MIN_PAGE_SIZE = 10
MAX_PAGE_SIZE = 100
SORT_COLUMNS = {
    "newest": Listing.created_at.desc(),
    "oldest": Listing.created_at.asc(),
    "price": Listing.price.asc(),
}


@view_defaults(route_name="listing_preferences", renderer="json", permission="view")
class ListingPreferences:
    def __init__(self, request):
        self.request = request

    @view_config(request_method="GET")
    def show(self):
        session = self.request.session
        return {
            "page_size": session.get("page_size", 25),
            "sort": session.get("sort", "newest"),
        }

    @view_config(request_method="PUT")
    def update(self):
        body = self.request.json_body
        try:
            page_size = int(body.get("page_size", 25))
        except (TypeError, ValueError):
            raise HTTPUnprocessableEntity(json_body={"error": "page_size must be a number"})
        page_size = max(MIN_PAGE_SIZE, min(page_size, MAX_PAGE_SIZE))

        sort = body.get("sort", "newest")
        if sort not in SORT_COLUMNS:
            raise HTTPUnprocessableEntity(json_body={"error": "unknown sort order"})

        self.request.session["page_size"] = page_size
        self.request.session["sort"] = sort
        return {"page_size": page_size, "sort": sort}


@view_config(route_name="listings", renderer="json", permission="view")
def list_listings(request):
    page_size = request.session.get("page_size", 25)
    order = SORT_COLUMNS[request.session.get("sort", "newest")]
    page = max(int(request.params.get("page", "1") or 1), 1)
    rows = (
        request.dbsession.query(Listing)
        .order_by(order)
        .offset((page - 1) * page_size)
        .limit(page_size)
        .all()
    )
    return {"page": page, "items": [row.to_dict() for row in rows]}
