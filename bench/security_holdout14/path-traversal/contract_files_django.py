import mimetypes
import os

from django import forms
from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, Http404, JsonResponse
from django.views.decorators.http import require_GET, require_POST

CONTRACT_ROOT = os.path.join(settings.MEDIA_ROOT, "contracts")


class ContractUploadForm(forms.Form):
    document = forms.FileField()
    label = forms.CharField(max_length=80, required=False)


class ContractDownloadForm(forms.Form):
    filename = forms.CharField(max_length=255)
    inline = forms.BooleanField(required=False)

    def clean_filename(self):
        name = self.cleaned_data["filename"].strip()
        if not name:
            raise forms.ValidationError("filename required")
        return name


def _customer_dir(user):
    return os.path.join(CONTRACT_ROOT, str(user.customer_id))


@login_required
@require_GET
def list_contracts(request):
    folder = _customer_dir(request.user)
    names = sorted(os.listdir(folder)) if os.path.isdir(folder) else []
    return JsonResponse({"files": names})


@login_required
@require_POST
def upload_contract(request):
    form = ContractUploadForm(request.POST, request.FILES)
    if not form.is_valid():
        return JsonResponse({"errors": form.errors}, status=400)
    folder = _customer_dir(request.user)
    os.makedirs(folder, exist_ok=True)
    stored_name = os.path.basename(form.cleaned_data["document"].name)
    with open(os.path.join(folder, stored_name), "wb") as out:
        for chunk in form.cleaned_data["document"].chunks():
            out.write(chunk)
    return JsonResponse({"stored": stored_name}, status=201)


@login_required
@require_GET
def download_contract(request):
    form = ContractDownloadForm(request.GET)
    if not form.is_valid():
        return JsonResponse({"errors": form.errors}, status=400)
    full_path = os.path.join(_customer_dir(request.user), form.cleaned_data["filename"])
    if not os.path.exists(full_path):
        raise Http404("no such contract")
    content_type, _ = mimetypes.guess_type(full_path)
    return FileResponse(open(full_path, "rb"), as_attachment=not form.cleaned_data["inline"], content_type=content_type)
