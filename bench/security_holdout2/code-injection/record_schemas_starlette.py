from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

RECORD_FIELDS = {
    "Invoice": ("number", "customer", "amount"),
    "Refund": ("number", "invoice", "amount", "reason"),
}

CLASS_TEMPLATE = """
class {name}:
    __slots__ = {fields!r}

    def __init__(self, {args}):
{assignments}

    def as_dict(self):
        return {{f: getattr(self, f) for f in self.__slots__}}
"""


def _make_record_class(name, fields):
    source = CLASS_TEMPLATE.format(
        name=name,
        fields=fields,
        args=", ".join(fields),
        assignments="\n".join(f"        self.{f} = {f}" for f in fields),
    )
    namespace = {}
    exec(source, namespace)
    return namespace[name]


RECORD_TYPES = {name: _make_record_class(name, fields) for name, fields in RECORD_FIELDS.items()}


async def record_schema(request):
    kind = request.path_params["kind"]
    cls = RECORD_TYPES.get(kind)
    if cls is None:
        return JSONResponse({"error": "unknown record type"}, status_code=404)
    return JSONResponse({"kind": kind, "fields": list(cls.__slots__)})


app = Starlette(routes=[Route("/schemas/{kind}", record_schema)])
