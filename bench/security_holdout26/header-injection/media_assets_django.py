import mimetypes

from django.http import FileResponse, Http404, HttpResponse, JsonResponse
from django.views.decorators.http import require_GET

from media.models import Asset


def _header_value(raw):
    return raw.replace("\r", " ").replace("\n", " ").strip()


@require_GET
def asset_list(request):
    assets = Asset.objects.filter(published=True).values("id", "title")
    return JsonResponse({"assets": list(assets)})


@require_GET
def asset_download(request, asset_id):
    try:
        asset = Asset.objects.get(pk=asset_id, published=True)
    except Asset.DoesNotExist:
        raise Http404("no such asset")
    content_type, _ = mimetypes.guess_type(asset.file.name)
    return FileResponse(asset.file.open("rb"), content_type=content_type or "application/octet-stream")


@require_GET
def asset_preview(request, asset_id):
    try:
        asset = Asset.objects.get(pk=asset_id, published=True)
    except Asset.DoesNotExist:
        raise Http404("no such asset")
    caption = request.GET.get("caption", asset.title)
    response = HttpResponse(asset.description, content_type="text/plain; charset=utf-8")
    response["X-Asset-Caption"] = _header_value(caption)
    response["Cache-Control"] = "private, max-age=60"
    return response


@require_GET
def asset_count(request):
    total = Asset.objects.filter(published=True).count()
    return JsonResponse({"count": total})
