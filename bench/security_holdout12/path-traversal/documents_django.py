import mimetypes
import os

from django.conf import settings
from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import FileResponse, Http404, JsonResponse
from django.views import View
from django.views.generic import ListView

from .models import Document


class DocumentStorage:
    def __init__(self, root=None):
        self.root = root or settings.DOCUMENT_ROOT

    def user_folder(self, user):
        return os.path.join(self.root, "users", str(user.pk))

    def path_for(self, user, relative):
        return os.path.normpath(os.path.join(self.user_folder(user), relative))

    def open(self, user, relative):
        path = self.path_for(user, relative)
        if not os.path.isfile(path):
            raise Http404("missing")
        return open(path, "rb")


class DocumentListView(LoginRequiredMixin, ListView):
    model = Document
    template_name = "documents/list.html"
    paginate_by = 25

    def get_queryset(self):
        return Document.objects.filter(owner=self.request.user).order_by("-uploaded_at")


class DocumentDownloadView(LoginRequiredMixin, View):
    storage_class = DocumentStorage

    def get(self, request):
        relative = request.GET.get("path", "")
        if not relative:
            raise Http404("no path")
        handle = self.storage_class().open(request.user, relative)
        content_type, _ = mimetypes.guess_type(relative)
        return FileResponse(handle, content_type=content_type or "application/octet-stream",
                            as_attachment=True, filename=os.path.basename(relative))


class DocumentStatsView(LoginRequiredMixin, View):
    def get(self, request):
        qs = Document.objects.filter(owner=request.user)
        return JsonResponse({"count": qs.count(), "bytes": sum(d.size for d in qs)})
