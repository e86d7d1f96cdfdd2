import Testing
import GlidePort
