import base64
import pickle

from flask import Blueprint, jsonify, request

filters_bp = Blueprint("filters", __name__)


class FilterState:
    cookie = "saved_filters"

    def __init__(self, raw):
        self.raw = raw

    def load(self):
        if not self.raw:
            return {}
        blob = base64.urlsafe_b64decode(self.raw.encode())
        return pickle.loads(blob)


@filters_bp.get("/listings")
def listings():
    state = FilterState(request.cookies.get(FilterState.cookie, ""))
    filters = state.load()
    return jsonify({"applied": filters, "results": []})
