from django import forms
from django.db import models
from django.shortcuts import redirect, render
from django.utils.safestring import mark_safe


class TeamNote(models.Model):
    author = models.CharField(max_length=80)
    body = models.TextField()
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        app_label = "notes"


class NoteForm(forms.ModelForm):
    class Meta:
        model = TeamNote
        fields = ["author", "body"]


def notes_board(request):
    form = NoteForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        form.save()
        return redirect("notes-board")
    recent = TeamNote.objects.order_by("-created")[:50]
    notes = [{"author": n.author, "body": mark_safe(n.body.replace("\n", "<br>"))} for n in recent]
    return render(request, "notes/board.html", {"form": form, "notes": notes})
