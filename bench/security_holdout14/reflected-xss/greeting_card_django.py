from django import forms
from django.http import HttpResponse


class CardForm(forms.Form):
    recipient = forms.CharField(max_length=60)
    message = forms.CharField(max_length=280, required=False)
    style = forms.ChoiceField(choices=[("birthday", "Birthday"), ("thanks", "Thank you")])


def preview_card(request):
    form = CardForm(request.GET)
    if not form.is_valid():
        return HttpResponse("Invalid card", status=400)
    data = form.cleaned_data
    parts = [
        f'<div class="card card-{data["style"]}">',
        f"<h1>Dear {data['recipient']},</h1>",
        f"<p>{data['message']}</p>",
        "</div>",
    ]
    return HttpResponse("\n".join(parts))
