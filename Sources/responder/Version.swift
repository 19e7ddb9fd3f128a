/// What `responder --version` prints: the release this source belongs to. Bump it with the tag.
let responderVersion = "0.1.0"
