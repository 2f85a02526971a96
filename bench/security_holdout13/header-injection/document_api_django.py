import re
import uuid

from django.http import Http404, JsonResponse
from django.views.decorators.http import require_GET

from .models import Document

TRACE_ID = re.compile(r"[A-Fa-f0-9-]{8,64}")


class TraceContext:
    header = "X-Trace-Id"

    def __init__(self, request):
        candidate = request.GET.get("trace") or request.headers.get(self.header, "")
        self.trace_id = candidate if TRACE_ID.fullmatch(candidate) else uuid.uuid4().hex

    def apply(self, response):
        response[self.header] = self.trace_id
        return response


@require_GET
def document_list(request):
    docs = Document.objects.filter(published=True).values("id", "title")
    return TraceContext(request).apply(JsonResponse({"documents": list(docs)}))


@require_GET
def document_detail(request, doc_id):
    ctx = TraceContext(request)
    try:
        doc = Document.objects.get(pk=doc_id, published=True)
    except Document.DoesNotExist:
        raise Http404("no such document")
    response = JsonResponse({"id": doc.pk, "title": doc.title, "body": doc.body})
    response["Last-Modified"] = doc.updated_at.strftime("%a, %d %b %Y %H:%M:%S GMT")
    return ctx.apply(response)


@require_GET
def health(request):
    return JsonResponse({"status": "ok"})
