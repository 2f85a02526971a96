import re

from django.http import HttpResponse, JsonResponse
from django.utils.decorators import method_decorator
from django.views import View
from django.views.decorators.cache import cache_page

from geo.models import PostalArea

WHITESPACE = re.compile(r"\s+")


def normalise(postcode):
    return WHITESPACE.sub("", postcode).upper()


@method_decorator(cache_page(60 * 15), name="dispatch")
class PostcodeLookupView(View):
    def get(self, request):
        postcode = request.GET.get("postcode", "").strip()
        fmt = request.GET.get("format", "text")

        area = PostalArea.objects.filter(code=normalise(postcode)).first()

        if fmt == "json":
            if area is None:
                return JsonResponse({"postcode": postcode, "found": False}, status=404)
            return JsonResponse(
                {
                    "postcode": postcode,
                    "found": True,
                    "district": area.district,
                    "region": area.region,
                    "lat": area.latitude,
                    "lng": area.longitude,
                }
            )

        if area is None:
            message = f"No area found for postcode {postcode}"
            status = 404
        else:
            message = f"{postcode}: {area.district}, {area.region} ({area.latitude:.4f}, {area.longitude:.4f})"
            status = 200
        return HttpResponse(message, content_type="text/plain; charset=utf-8", status=status)
