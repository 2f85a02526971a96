import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges, feature_namespaces

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_GET, require_POST

from .models import FeedItem


class RssItemHandler(ContentHandler):
    fields = {"title", "link", "description", "pubDate"}

    def __init__(self):
        super().__init__()
        self.items = []
        self._current = None
        self._field = None
        self._buffer = []

    def startElement(self, name, attrs):
        if name == "item":
            self._current = {}
        elif self._current is not None and name in self.fields:
            self._field, self._buffer = name, []

    def characters(self, content):
        if self._field:
            self._buffer.append(content)

    def endElement(self, name):
        if name == self._field:
            self._current[name] = "".join(self._buffer).strip()
            self._field = None
        elif name == "item" and self._current is not None:
            self.items.append(self._current)
            self._current = None


def build_parser(handler):
    parser = xml.sax.make_parser()
    parser.setFeature(feature_namespaces, False)
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    return parser


@login_required
@require_POST
def import_feed(request):
    handler = RssItemHandler()
    build_parser(handler).parse(request.FILES["feed"])
    for item in handler.items:
        FeedItem.objects.create(
            owner=request.user,
            title=item.get("title", "")[:200],
            link=item.get("link", ""),
            summary=item.get("description", ""),
        )
    return JsonResponse({"imported": len(handler.items)})


@login_required
@require_GET
def latest_items(request):
    items = FeedItem.objects.filter(owner=request.user).order_by("-id")[:20]
    return JsonResponse({"items": [{"title": i.title, "link": i.link, "summary": i.summary} for i in items]})
